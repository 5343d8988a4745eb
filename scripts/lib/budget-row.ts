/**
 * One printed line per figure for the feature benches (scripts/bench-*.ts): value, and whether it keeps
 * its ARCHITECTURE.md §8 budget. A figure over budget makes the script exit with 1 when it ends.
 */
export function budgetRow(what: string, value: number, unit: string, budget: number): void {
  const ok = value <= budget;
  if (!ok) process.exitCode = 1;
  console.log(
    `${what.padEnd(48)}  ${`${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`.padStart(14)}  ${ok ? 'ok  ' : 'OVER'} budget ≤ ${budget} ${unit}`,
  );
}
