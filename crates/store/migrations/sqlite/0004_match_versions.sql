-- Version 4: every match counts its changes (a move, an undo), so that
-- several servers sharing one database see when their copy is stale.
ALTER TABLE matches ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
UPDATE matches SET version = (SELECT COUNT(*) FROM moves WHERE moves.match_id = matches.id);
