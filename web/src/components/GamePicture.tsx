// A game's lobby picture in its frame; each game draws its own in games/<game>/Picture.tsx.
import { gameClient } from "../games";
import { t } from "../i18n";

export function GamePicture({ name, title }: { name: string; title: string }) {
  const Art = gameClient(name)?.Picture;
  return (
    <svg class="picture" viewBox="0 0 128 120" role="img" aria-label={t("picture.aria", { title })}>
      {Art ? <Art /> : <rect width="128" height="120" fill="#ddd" />}
    </svg>
  );
}
