import type { German } from "../../i18n/types";

export const en = {};

export const de: German<typeof en> = {};
