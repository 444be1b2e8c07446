-- Trigram matching for the case-insensitive substring search on product names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
