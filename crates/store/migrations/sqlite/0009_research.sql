-- Version 9: research shared by workers lives in PostgreSQL only
-- (`postgres/0009_research.sql`); SQLite takes the number so that both
-- backends keep the same versions.
SELECT 1;
