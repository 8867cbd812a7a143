export function App() {
  return (
    <main>
      <h1>Cogitator</h1>
      <p>Warhammer 40,000 10th edition: datasheets, exact attack odds, page import.</p>
    </main>
  );
}
