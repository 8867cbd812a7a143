import { useEffect, useState } from 'react';
import { api, type DatasheetReply } from '../api.js';
import { attackerFrom, defenderFrom } from '../calc/from-datasheet.js';
import { defaultSetup } from '../calc/state.js';
import { encodeState } from '../calc/url.js';
import { ErrorNote } from '../components/ErrorNote.js';
import { errorText } from '../errors.js';
import { navigate } from '../router.js';
import { DatasheetCard } from './DatasheetCard.js';
import { FactionRules } from './FactionRules.js';
import { SearchPanel } from './SearchPanel.js';

/** Every datasheet of every faction: search on the left, the card and its faction's rules on the right. */
export function DatasheetsPage({ id, search }: { id: string | null; search: string }) {
  const [reply, setReply] = useState<DatasheetReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReply(null);
    setError(null);
    if (!id) return;
    let live = true;
    api
      .datasheet(id)
      .then((r) => live && setReply(r))
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [id]);

  const toCalc = (role: 'attacker' | 'defender') => {
    if (!reply) return;
    const setup = defaultSetup();
    try {
      if (role === 'attacker') setup.attacker = attackerFrom(reply.datasheet);
      else setup.defender = defenderFrom(reply.datasheet);
      navigate(`/calc${encodeState({ a: setup, b: null })}`);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="datasheets">
      <div className="page-head">
        <h1>Datasheets</h1>
      </div>
      <div className="split">
        <SearchPanel selected={id} search={search} />
        <div className="card-pane">
          <ErrorNote message={error} />
          {!id && <p className="muted">Search for a unit, or choose a faction to list its datasheets.</p>}
          {id && !reply && !error && <p className="muted">Loading…</p>}
          {reply && (
            <>
              <DatasheetCard
                ds={reply.datasheet}
                actions={
                  <>
                    <button type="button" onClick={() => toCalc('attacker')}>
                      Attack with this unit
                    </button>
                    <button type="button" onClick={() => toCalc('defender')}>
                      Use as the target
                    </button>
                  </>
                }
              />
              <FactionRules reply={reply} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
