#!/bin/sh
# Makes SwiftPM take the package's dependencies from the git checkouts the Flatpak manifest
# vendors into .flatpak-vendor/ (flatpak-builder fetches them before the build, which has no
# network): each dependency's URL is mirrored to its checkout. Run from the package's root.
set -eu
mirror() { # URL NAME
    swift package config set-mirror --original "$1" --mirror "$PWD/.flatpak-vendor/$2"
}
mirror https://github.com/OpenCombine/OpenCombine.git OpenCombine
mirror https://github.com/pointfreeco/combine-schedulers combine-schedulers
mirror https://github.com/pointfreeco/swift-concurrency-extras swift-concurrency-extras
mirror https://github.com/pointfreeco/xctest-dynamic-overlay xctest-dynamic-overlay
mirror https://github.com/x-sheep/swift-property-based.git swift-property-based
