-- Trigrams cannot find one- or two-letter search text, so such searches would read every product.
-- This function lists every one- and two-character piece of a lower-cased name; a GIN index on it
-- (next migration) finds the products containing a short piece at once.
CREATE OR REPLACE FUNCTION haat_short_grams(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}')
  FROM (
    SELECT substr(lower(name), i, 1) AS piece FROM generate_series(1, length(name)) AS i
    UNION ALL
    SELECT substr(lower(name), i, 2) FROM generate_series(1, length(name) - 1) AS i
  ) AS pieces
$$;
