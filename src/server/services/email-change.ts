/** SQL for the address a user's email change waits to confirm (null when none), `user` naming the users row and `at` the time. */
export const pendingEmailSql = (user: string, at: string): string =>
  `(SELECT t.new_email FROM one_time_tokens t
     WHERE t.user_id = ${user}.id AND t.purpose = 'email' AND t.used_at IS NULL AND t.expires_at > ${at}
     ORDER BY t.created_at DESC LIMIT 1)`;

