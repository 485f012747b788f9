-- The outbox keeps what was sent, not a way in: from now on the mailer stores each mail with its
-- link's token cut out. Mails stored before this held their set-password links whole, and those
-- links may still open (an invite lasts 7 days), so their tokens are cut out here.
UPDATE outbox
   SET body = regexp_replace(body, '(/ap/set-password\?token=)[^[:space:]&]+', '\1[redacted]', 'g')
 WHERE body LIKE '%/ap/set-password?token=%';
