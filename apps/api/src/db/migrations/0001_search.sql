-- Hand-written: the trigram extension that the search indexes (the next migration, from schema.ts) use.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
