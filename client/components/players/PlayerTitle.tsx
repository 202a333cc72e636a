interface Props {
  name: string;
  /** Shown on hover where the name is the short one. */
  fullName?: string;
  team: string;
  position: string;
  /** The heading's id, for a card labelled by it. */
  id?: string;
  /** The heading's classes where it differs from a scored card's. */
  className?: string;
}

/** A player card's heading: his name (cut short to fit), then his club and position. */
export function PlayerTitle({
  name,
  fullName,
  team,
  position,
  id,
  className = 'truncate font-semibold',
}: Props) {
  return (
    <div className="min-w-0">
      <h3 id={id} className={className} title={fullName}>
        {name}
      </h3>
      <p className="text-xs text-muted-foreground">
        {team} · {position}
      </p>
    </div>
  );
}
