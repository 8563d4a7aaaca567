// SQL of a therapist's own photo (the bytes live in the profile row; `photo_updated_at` busts caches).
import type { Queryable } from '../../external/db';

export const photoRepository = {
  async replace(q: Queryable, workerId: string, photo: Buffer, mime: string): Promise<void> {
    await q.query(
      'UPDATE therapist_profiles SET photo = $2, photo_mime = $3, photo_updated_at = now(), updated_at = now() WHERE user_id = $1',
      [workerId, photo, mime],
    );
  },
};
