/** A small landscape drawn in SVG, used by the demos on this page. */
export default function Landscape({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
      <rect width="160" height="90" fill="#7fb7e8" />
      <circle cx="120" cy="24" r="12" fill="#ffd166" />
      <path d="M0 70 L40 35 L70 62 L100 30 L160 75 L160 90 L0 90 Z" fill="#3d6b4f" />
      <path d="M0 80 Q80 60 160 82 L160 90 L0 90 Z" fill="#2c4f3a" />
    </svg>
  );
}
