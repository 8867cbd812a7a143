/** One editable cell of a profile table: labelled for screen readers, marked when the engine refused it. */
export function Cell(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  invalid?: boolean;
  width?: 'xs' | 's' | 'm' | 'l';
  numeric?: boolean;
}) {
  return (
    <input
      id={props.id}
      className={`cell cell-${props.width ?? 's'}`}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      inputMode={props.numeric ? 'numeric' : undefined}
      autoComplete="off"
      spellCheck={false}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
