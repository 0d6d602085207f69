/**
 * Joined to each puzzle `p` of a query whose player is `$4`, as `c`: whether that player has
 * scored it (a game, or a zen serving, which keeps no game) and when it was last served to them.
 * `GET /game` and the offline stock choose by it alike: never scored first, then the longest ago
 * served. The player's games are read once (a hashed IN), their servings per puzzle by index.
 */
export const PLAYER_HISTORY = `CROSS JOIN LATERAL (
           SELECT p.id IN (SELECT g.puzzle_id FROM game g WHERE g.player_id = $4)
                  OR EXISTS (SELECT 1 FROM served_puzzle z
                              WHERE z.player_id = $4 AND z.puzzle_id = p.id AND z.zen) AS scored,
                  (SELECT max(s.served_at) FROM served_puzzle s
                    WHERE s.player_id = $4 AND s.puzzle_id = p.id) AS last_served
         ) c`;
