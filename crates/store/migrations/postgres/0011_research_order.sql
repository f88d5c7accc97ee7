-- Version 11: tasks that split themselves, and where running ones stand.
-- A task too big for one worker answers with smaller tasks, added to its
-- problem in the transaction that answers it; `rank` orders every task of
-- a problem depth-first (a task's children right after it, before its later
-- siblings: `000003.000012` is the 13th child of the 4th task), so that the
-- workers finish one branch and its bounds before they open the next.
-- `standing` is what a running task's solver has proved so far (its bounds,
-- as JSON in the game's words), written with each renewal of its lease.
ALTER TABLE research_tasks ADD COLUMN IF NOT EXISTS rank TEXT NOT NULL DEFAULT '';
ALTER TABLE research_tasks ADD COLUMN IF NOT EXISTS standing TEXT;
-- The tasks written before: ranked by their number, as they were claimed.
UPDATE research_tasks SET rank = lpad(n::text, 6, '0') WHERE rank = '';
CREATE INDEX IF NOT EXISTS research_tasks_order ON research_tasks(problem, rank, n);
