/** An on/off switch with its label. */
export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="toggle" onClick={onChange}>
      <span>{label}</span>
      <span className="toggle-track" aria-hidden="true">
        <span className="toggle-thumb" />
      </span>
    </button>
  );
}
