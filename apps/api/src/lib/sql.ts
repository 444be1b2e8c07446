/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A unique-index violation (PostgreSQL and PGlite alike): another request wrote the same key first. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

type DriverError = { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };

/** The error as the driver raised it: drizzle wraps some in an error of its own, the driver's as its cause. */
const driverErrorOf = (error: unknown): DriverError | undefined => {
  const outer = error as DriverError | undefined;
  return outer?.code ? outer : (outer?.cause as DriverError | undefined);
};

/** A row broke the CHECK `constraint` (PostgreSQL and PGlite alike): the statement, and its transaction, undone. */
export const isCheckViolation = (error: unknown, constraint: string) => {
  const driverError = driverErrorOf(error);
  return (
    driverError?.code === '23514' && (driverError.constraint_name ?? driverError.constraint) === constraint
  );
};
