// Opening a game record file (.json): read and checked here, chosen with one file picker
// and dropped on one kind of drop target, wherever a page offers it (the home page, a replay).
import { JsonText } from "../api";
import { t } from "../i18n";

/** A chosen record file's text, checked to be JSON and then sent to the server as it is
 * (its seed is too large for a JavaScript number: the client never reads it). */
export async function readRecordFile(file: File): Promise<JsonText> {
  const text = await file.text();
  try {
    JSON.parse(text);
  } catch {
    throw new Error(t("record.notJson", { file: file.name }));
  }
  return new JsonText(text);
}

/** The record file picker: a link-like label (`label` its words) over a hidden file input. */
export function RecordFilePicker({ label, onFile }: { label: string; onFile: (file: File | undefined) => void }) {
  return (
    <label class="file">
      {label}
      <input type="file" accept=".json,application/json" onChange={(e) => onFile((e.target as HTMLInputElement).files?.[0])} />
    </label>
  );
}

/** The props that make an element a drop target for a record file; `setOver` tells when a file is held over it. */
export function recordDrop(setOver: (over: boolean) => void, onFile: (file: File | undefined) => void) {
  return {
    onDragOver: (e: DragEvent) => (e.preventDefault(), setOver(true)),
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      onFile(e.dataTransfer?.files?.[0]);
    },
  };
}
