-- Version 10: the bytes of research tasks live in PostgreSQL only
-- (`postgres/0010_research_files.sql`); SQLite takes the number so that
-- both backends keep the same versions.
SELECT 1;
