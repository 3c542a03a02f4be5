#!/usr/bin/env bash
# Draws a PDF's pages as PNG pictures, to look at printed sheets and to make the
# pictures in docs/printing.md:
#   scripts/pdf-pages.sh FILE.pdf OUTPREFIX [DPI] [FIRST] [LAST]
# writes OUTPREFIX-1.png, OUTPREFIX-2.png... (pdftoppm numbers the pages; with
# one page, OUTPREFIX.png). DPI defaults to 60 (small files for the docs); FIRST
# and LAST default to the first page only. Installs Debian's poppler-utils
# (pdftoppm) when it is missing, as ensure-chromium.sh does for Chromium.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 FILE.pdf OUTPREFIX [DPI] [FIRST] [LAST]" >&2
  exit 2
fi
PDF=$1
OUT=$2
DPI=${3:-60}
FIRST=${4:-1}
LAST=${5:-$FIRST}
if ! command -v pdftoppm >/dev/null; then
  echo "pdftoppm not found; installing Debian's poppler-utils package..." >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
fi
if [ "$FIRST" = "$LAST" ]; then
  pdftoppm -png -r "$DPI" -f "$FIRST" -l "$LAST" -singlefile "$PDF" "$OUT"
else
  pdftoppm -png -r "$DPI" -f "$FIRST" -l "$LAST" "$PDF" "$OUT"
fi
