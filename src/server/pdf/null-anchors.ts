/**
 * fontkit (pdfkit's shaper) throws on a NULL anchor in a font's mark-positioning table, which the
 * OpenType spec allows ("this base takes no mark of that class") and Noto Sans Telugu has: every
 * word with a subjoined ra (ప్ర, శ్రీ, గ్రహం) failed with "Cannot read properties of null (reading
 * 'xCoordinate')" (github.com/foliojs/fontkit/issues/367; the fix, pull request 374, is not released). Until it
 * is, the mark is left where the font's advance puts it, as HarfBuzz does (MarkBasePosFormat1:
 * a null anchor skips the attachment).
 *
 * The processor's class is not exported, so it is reached through a font's layout engine; pdfkit
 * imports the same fontkit module, so the one change covers its fonts too.
 */
import * as fontkit from 'fontkit';

type Anchor = { xCoordinate: number; yCoordinate: number } | null | undefined;
type GposPrototype = { applyAnchor: (markRecord: { markAnchor: Anchor }, baseAnchor: Anchor, baseGlyphIndex: number) => void; skipsNullAnchors?: true };

/** Makes fontkit skip a NULL anchor; `fontData` is any font with a GPOS table. Idempotent. */
export function skipNullAnchors(fontData: Buffer) {
  const font = (fontkit as { create: (data: Buffer) => { layout: (text: string) => unknown; _layoutEngine?: { engine?: { GPOSProcessor?: object } } } }).create(fontData);
  font.layout(' ');
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  const prototype = processor && (Object.getPrototypeOf(processor) as GposPrototype);
  // A fontkit that fixed it, or changed its insides: nothing to do, and the PDF tests say whether it still shapes.
  if (!prototype || typeof prototype.applyAnchor !== 'function' || prototype.skipsNullAnchors) return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (this: GposPrototype, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  prototype.skipsNullAnchors = true;
}
