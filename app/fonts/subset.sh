#!/bin/sh
# Regenerates the font files of this folder from the npm packages (dev-time only; the build uses
# the committed files). Needs fontTools with brotli: `apt-get install python3-fonttools python3-brotli`.
#
# - Inter (variable), Latin: weights 400–900 only (the ones the CSS uses), the OpenType features
#   text needs (kerning, ligatures, marks); the other Inter subsets still come from the package.
# - Noto Sans Arabic, regular and bold: the Arabic block U+0600–06FF (letters, diacritics, digits,
#   punctuation) with every feature, so joining and positional forms stay whole.
set -eu
cd "$(dirname "$0")"
py=${PYTHON:-/usr/bin/python3}
nm=../../node_modules
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
arabic='U+0600-06FF,U+200C-200F,U+2010-2011,U+FD3E-FD3F'
tmp=$(mktemp -d)
"$py" -m fontTools.varLib.instancer "$nm/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" \
  wght=400:900 -o "$tmp/inter.ttf"
"$py" -m fontTools.subset "$tmp/inter.ttf" --unicodes="$latin" \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,rlig' --name-IDs='*' --flavor=woff2 \
  --output-file=inter-latin-wght-400-900.woff2
for w in 400 700; do
  "$py" -m fontTools.subset "$nm/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-$w-normal.woff2" \
    --unicodes="$arabic" --layout-features='*' --name-IDs='*' --flavor=woff2 \
    --output-file="noto-sans-arabic-core-$w.woff2"
done
rm -rf "$tmp"
