-- Version 8: a class's matches say so in their seats (`"class": ID`), so
-- that the public history leaves them out and only the class's teacher and
-- each pupil (their own) see them with the names. Matches written before
-- are found in their classes' rounds.
UPDATE matches m SET seats = (m.seats::jsonb || jsonb_build_object('class', c.id))::text
FROM classes c,
     jsonb_array_elements(COALESCE(c.body::jsonb -> 'rounds', '[]'::jsonb)) r,
     jsonb_array_elements(COALESCE(r -> 'pairs', '[]'::jsonb)) p
WHERE p ->> 'id' = m.id;
