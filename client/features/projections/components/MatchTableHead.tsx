interface Props {
  headers: readonly string[];
  /** The Match column's header classes (it stays put while the table scrolls sideways). */
  matchClassName: string;
  headerClassName: string;
}

/** A match table's header row: the Match column, then one per figure. */
export function MatchTableHead({ headers, matchClassName, headerClassName }: Props) {
  return (
    <thead>
      <tr className="border-b text-muted-foreground">
        <th scope="col" className={matchClassName}>
          Match
        </th>
        {headers.map((h) => (
          <th key={h} scope="col" className={headerClassName}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
