-- Version 11: the order and standing of research tasks live in PostgreSQL
-- only (`postgres/0011_research_order.sql`); SQLite takes the number so
-- that both backends keep the same versions.
SELECT 1;
