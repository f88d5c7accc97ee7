-- Version 6: classes (turmas), a teacher's lesson each: its join code, the
-- hash of the teacher's token, and the rest as one JSON body the server
-- writes (the game, the students' names and tokens' hashes, the rounds).
CREATE TABLE IF NOT EXISTS classes (
    id         TEXT PRIMARY KEY,
    code       TEXT NOT NULL UNIQUE,
    teacher    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    ended_at   INTEGER
);
