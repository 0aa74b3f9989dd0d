#!/usr/bin/env bash
# A second static export with an ad network, analytics and the production host configured, for the
# browser tests of those features (tests/e2e/*.variant.e2e.ts). The addresses are never reached:
# the tests answer them with Playwright routes. The export goes to build-cache/variant-out/.
set -euo pipefail
cd "$(dirname "$0")/.."
export STATIC_OUT_DIR=build-cache/variant-out
export PUBLIC_AD_SCRIPT_URL=http://127.0.0.1:9/ad-network.js
export PUBLIC_AD_FEED_URL=http://127.0.0.1:9/ad-feed.json
export PUBLIC_GA_MEASUREMENT_ID=G-TEST0000
export PUBLIC_PRODUCTION_HOST=127.0.0.1
# Served uncompressed: these tests do not need it.
export SKIP_PRECOMPRESS=1
# Only the pages these tests open (tests/e2e/*.variant.e2e.ts: the installation page, the next page
# the analytics test follows, the home page), the page the offline test cannot reach and the 404 page
# the service worker precaches: rendering all of them took 70 s of this build. Only their page data
# too (21 s for all), in a file of this export's own (src/node/generate/allPageData.ts): the full
# build's stays as it is.
export BUILD_ROUTES="/ /404.html /material-ui/getting-started/installation/ /material-ui/getting-started/usage/ /system/getting-started/"
npm run build
