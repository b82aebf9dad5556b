/** A count with − and + buttons (big enough for a thumb), bounded by min and max. */
interface Props {
  id: string;
  value: number;
  min: number;
  max: number;
  /** Names the count, e.g. "Rooms" (the output is labelled by it). */
  labelId: string;
  fewerLabel: string;
  moreLabel: string;
  describedBy?: string | undefined;
  onChange(value: number): void;
}

export function Stepper({ id, value, min, max, labelId, fewerLabel, moreLabel, describedBy, onChange }: Props) {
  return (
    <div className="pz-stepper">
      <button
        type="button"
        className="pz-stepper__button"
        aria-label={fewerLabel}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output
        id={id}
        className="pz-stepper__value"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-live="polite"
      >
        {value}
      </output>
      <button
        type="button"
        className="pz-stepper__button"
        aria-label={moreLabel}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
