-- Version 3: each cached analysis keeps its size and its last use
-- (milliseconds since 1970), for the cache's byte budget.
ALTER TABLE analyses ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE analyses ADD COLUMN used INTEGER NOT NULL DEFAULT 0;
UPDATE analyses SET bytes = length(CAST(value AS BLOB)), used = at * 1000;
CREATE INDEX IF NOT EXISTS analyses_used ON analyses(used);
