import { lazy, Suspense, useEffect } from 'react';
import { CalculatorPage } from './calc/CalculatorPage.js';
import { DatasheetsPage } from './datasheets/DatasheetsPage.js';
import { ImportPage } from './import/ImportPage.js';
import { ListsPage } from './lists/ListsPage.js';
import { onLinkClick, useLocation } from './router.js';

/** The battle and replay pages load on demand (the board, the engine's game), keeping the first load small. */
const BattlePage = lazy(() => import('./battle/BattlePage.js'));
const ReplayPage = lazy(() => import('./replay/ReplayPage.js'));

const PAGES = [
  { path: '/calc', label: 'Calculator' },
  { path: '/datasheets', label: 'Datasheets' },
  { path: '/lists', label: 'Lists' },
  { path: '/import', label: 'Import a page' },
  { path: '/battle', label: 'Battle' },
  { path: '/replay', label: 'Replay' },
] as const;

const loading = <p className="muted">Loading…</p>;

function Page({ path, search }: { path: string; search: string }) {
  if (path.startsWith('/datasheets')) {
    const id = path.startsWith('/datasheets/') ? decodeURIComponent(path.slice('/datasheets/'.length)) : null;
    return <DatasheetsPage id={id || null} search={search} />;
  }
  if (path.startsWith('/import')) return <ImportPage />;
  if (path.startsWith('/lists')) return <ListsPage />;
  if (path.startsWith('/battle'))
    return (
      <Suspense fallback={loading}>
        <BattlePage search={search} />
      </Suspense>
    );
  if (path.startsWith('/replay'))
    return (
      <Suspense fallback={loading}>
        <ReplayPage search={search} />
      </Suspense>
    );
  return <CalculatorPage search={search} />;
}

export function App() {
  const { path, search } = useLocation();
  const current = PAGES.find((p) => path.startsWith(p.path))?.path ?? '/calc';
  const label = PAGES.find((p) => p.path === current)?.label;
  useEffect(() => {
    document.title = `${label} · Cogitator`;
  }, [label]);
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <a className="brand" href="/calc" onClick={onLinkClick}>
          Cogitator
        </a>
        <nav aria-label="Main">
          <ul className="nav-list">
            {PAGES.map((p) => (
              <li key={p.path}>
                <a href={p.path} onClick={onLinkClick} aria-current={current === p.path ? 'page' : undefined}>
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="tagline">Warhammer 40,000 10th edition · exact odds · every datasheet</p>
      </header>
      <main id="main">
        <Page path={path} search={search} />
      </main>
    </>
  );
}
