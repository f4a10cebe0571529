// The font diagram labels are measured in (at build, by mermaid) and drawn in (by the reader's
// browser, through app/styles/diagram.css, which must name the same stack; a test compares them).
// Wide screen faces come first (DejaVu Sans on Linux, Verdana on Windows and Apple systems), so a
// box sized with one of them is rarely too small for whatever face the reader ends up with; CJK
// glyphs are one em wide in every CJK face listed.
export const DIAGRAM_FONT =
  '"DejaVu Sans", Verdana, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Noto Sans SC", sans-serif';
