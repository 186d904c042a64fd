/** The overlay's animated graphic: a pot with rising steam (still where motion is reduced). */
export function CookingPot() {
  return (
    <svg
      className="pot"
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <g className="pot__steam" fill="none" strokeWidth="4" strokeLinecap="round">
        <path className="pot__wisp pot__wisp--1" d="M44 44c-6-6 6-10 0-18s4-10 0-16" />
        <path className="pot__wisp pot__wisp--2" d="M60 42c-6-6 6-10 0-18s4-10 0-16" />
        <path className="pot__wisp pot__wisp--3" d="M76 44c-6-6 6-10 0-18s4-10 0-16" />
      </g>
      <g className="pot__body">
        <path
          className="pot__lid"
          d="M26 58h68a4 4 0 0 0-4-6H30a4 4 0 0 0-4 6zM54 52a6 4 0 0 1 12 0z"
        />
        <path className="pot__pan" d="M22 62h76v26a14 14 0 0 1-14 14H36a14 14 0 0 1-14-14z" />
        <path className="pot__handle" d="M22 68h-8a4 4 0 0 0 0 8h8zM98 68h8a4 4 0 0 1 0 8h-8z" />
      </g>
    </svg>
  );
}
