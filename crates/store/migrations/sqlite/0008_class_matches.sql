-- Version 8: a class's matches say so in their seats (`"class": ID`), so
-- that the public history leaves them out and only the class's teacher and
-- each pupil (their own) see them with the names. Matches written before
-- are found in their classes' rounds.
UPDATE matches SET seats = json_set(seats, '$.class', (
    SELECT c.id FROM classes c, json_each(c.body, '$.rounds') r, json_each(r.value, '$.pairs') p
    WHERE json_extract(p.value, '$.id') = matches.id LIMIT 1))
WHERE id IN (
    SELECT json_extract(p.value, '$.id') FROM classes c, json_each(c.body, '$.rounds') r, json_each(r.value, '$.pairs') p);
