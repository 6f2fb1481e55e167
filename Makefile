# `make help` lists every target, one line each; `make` alone builds. `make run` and
# `make test` install what is missing first (Debian 12), then build. A target's help line is
# the `## name: what it does` line above it.

APT_PACKAGES := libgtk-4-dev libadwaita-1-dev xvfb dbus-x11 at-spi2-core python3-pyatspi xdotool imagemagick desktop-file-utils gettext blueprint-compiler appstream flatpak-builder
# Installed without what they recommend: flatpak's include xdg-desktop-portal, which the
# private D-Bus session of every display test would then start for each libadwaita program.
APT_NO_RECOMMENDS := flatpak-builder
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift

PREFIX ?= /usr/local
APP_ID := io.github.combinegtk.CounterTimer

# SwiftPM takes only some flags from the .pc files of a system library; gtk4's bring others
# (-pthread from gmodule and graphene, graphene's -mfpmath=sse -msse -msse2), which SwiftPM
# drops with a "prohibited flag(s)" warning on every build. `make deps` writes copies of those
# files without the flags (scripts/pkg-config-overlay); every recipe finds them first.
PKG_CONFIG_OVERLAY := $(CURDIR)/.build/pkgconfig
ifeq ($(filter $(PKG_CONFIG_OVERLAY),$(subst :, ,$(PKG_CONFIG_PATH))),)
export PKG_CONFIG_PATH := $(PKG_CONFIG_OVERLAY)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif

.PHONY: all help deps build build-tests release run test test-suites test-lane-suites test-lane-checks test-headless test-widgets test-e2e test-template test-template-package test-template-app generate check-generated check-layers install clean stress-deps stress leak-check soak bench build-cost sanitize docs docs-check examples

## all: what `make` alone does: `make build`
all: build

## help: lists every target with what it does
help:
	@awk '/^## [a-z0-9-]+: / { name = substr($$2, 1, length($$2) - 1); sub(/^## [a-z0-9-]+: /, ""); \
		printf "  make %-16s %s\n", name, $$0; documented[name] = 1 } \
		/^\.PHONY:/ { for (i = 2; i <= NF; i++) phony[$$i] = 1 } \
		END { for (name in phony) if (!(name in documented)) { print "make help: no \"## " name ":\" line" > "/dev/stderr"; failed = 1 } exit failed }' \
		$(firstword $(MAKEFILE_LIST))

## deps: installs the missing Debian packages, then writes the pkg-config overlay
deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		lean=$$(for p in $$missing; do case " $(APT_NO_RECOMMENDS) " in *" $$p "*) echo $$p;; esac; done); \
		rest=$$(for p in $$missing; do case " $(APT_NO_RECOMMENDS) " in *" $$p "*) ;; *) echo $$p;; esac; done); \
		$(SUDO) apt-get update -q && \
		{ [ -z "$$rest" ] || $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$rest; } && \
		{ [ -z "$$lean" ] || $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$lean; }; \
	fi
	@scripts/pkg-config-overlay $(PKG_CONFIG_OVERLAY)

## build: builds the libraries, the app, the examples and the generator (debug)
build: deps
	$(SWIFT) build
	@$(MAKE) --no-print-directory translations notes-data

# What every test-* target runs on: the test bundle and every program. About a second when
# up to date; `make test` builds it once and tells the test-* targets not to (--assume-old).
## build-tests: builds the tests and every program (what the test-* targets build first)
build-tests: deps
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory translations notes-data

## run: builds counter-timer, the showcase app, and opens its window
run: build
	$(SWIFT) run counter-timer

## test: every test (CI runs it): generated files, layers, headless, widgets, end to end, docs, the template, Notes' packaging
# A new app made from the template is built and tested in a folder of its own while this
# package's libraries and programs build (it needs nothing of that build, and takes the cores
# the build leaves idle). Then lanes at once (each prints its output when it ends): the test
# targets built, then the XCTest/Swift Testing suites; the end-to-end tests (which mostly
# wait on the apps they drive); the generated files, layers and documentation checks; then
# the template's app opened, and Notes' packaging. None of the other lanes needs the test
# targets, so they run while those compile instead of after (part of the checks lane at a
# low priority, test-lane-checks says why).
test: deps
	@[ -f Package.resolved ] || $(SWIFT) package resolve
	$(MAKE) --no-print-directory -j2 build test-template-package
	$(MAKE) --no-print-directory --assume-old=build-tests -j3 --output-sync=target test-lane-suites test-e2e test-lane-checks test-template-app test-packaging

# make test's lanes (build-tests is taken as done there: the programs are built, and this
# lane builds the test targets itself, before the suites).
## test-lane-suites: make test's first lane: builds the test targets, then the headless and widget suites
test-lane-suites:
	@# The test runner's Clang modules built beside the test targets instead of after them
	@# (scripts/warm-module-cache says why).
	scripts/warm-module-cache & warm=$$!; $(SWIFT) build --build-tests; built=$$?; wait $$warm; exit $$built
	$(MAKE) --no-print-directory --assume-old=build-tests -j2 --output-sync=target test-headless test-widgets

# The documentation's checks first, at the usual priority: one step waits on the other
# (symbol graph, then DocC), about 20 s from start to end, so they must start early. Then the
# generated files and layers, which wait on nothing, at a low priority (nice 10: about a tenth
# of a core the compiler wants): they take what the other lanes leave, mostly the core the
# test discovery and runner leave idle at the end of the build.
## test-lane-checks: make test's third lane: the documentation's checks, then generated files and layers
test-lane-checks:
	$(MAKE) --no-print-directory docs-check
	nice -n 10 env SWIFT=$(SWIFT) scripts/check-generated .build/debug/combinegtk-generate
	nice -n 10 $(MAKE) --no-print-directory check-layers

# The checks and suites of `make test`'s first and third lanes, one after the other.
## test-suites: generated files, layers, then the headless and widget suites
test-suites: build-tests
	SWIFT=$(SWIFT) scripts/check-generated .build/debug/combinegtk-generate
	$(MAKE) --no-print-directory --assume-old=build-tests check-layers test-headless test-widgets

## generate: rewrites Sources/CombineGTK/Generated/ from the introspection data (Gio, Pango, Graphene, GdkPixbuf, Gdk, Gsk, Gtk), and the combining operators
# The typed surface generated from the introspection data of the namespaces the generator's
# config, Generator.json, names (Gio-2.0.gir, Pango-1.0.gir … Gtk-4.0.gir), as it declares it (what is
# generated, what is hand-written instead, renames, what is left out and why): rewrites
# Sources/CombineGTK/Generated/ (a folder per namespace, each with its Coverage.md, what is
# left out and why) and each namespace's tests' index (Gio's, Pango's, Graphene's and GdkPixbuf's headless,
# Tests/CombineGTKTests/Generated/; Gdk's, Gsk's and Gtk's with the widgets,
# Tests/CombineGTKWidgetTests/Generated/),
# removing files a run no longer produces, and prints the coverage. `make test` fails when
# the checked-in files differ from a fresh run.
generate: deps
	$(SWIFT) build --product combinegtk-generate
	.build/debug/combinegtk-generate --config Generator.json
	scripts/generate-combining-operators

## check-layers: fails when a file imports or uses a layer above its own (ARCHITECTURE.md)
check-layers:
	scripts/check-layers --self-test
	scripts/check-layers

## check-generated: fails when the checked-in generated files differ from a fresh run
check-generated: deps
	SWIFT=$(SWIFT) scripts/check-generated

# Both suites are run by the test bundle SwiftPM built, their classes in two shards side by
# side (scripts/run-suite says why, and why not `swift test`).
# Everything that needs no display runs with DISPLAY unset, to prove it.
## test-headless: the tests that need no display, run with DISPLAY unset
test-headless: build-tests
	scripts/run-suite headless

# Widget tests run under a private Xvfb and D-Bus session; there a missing display fails.
## test-widgets: the widget tests, on real widgets under a private Xvfb and D-Bus session
test-widgets: build-tests
	scripts/run-suite widgets

# The app driven as a person would, through AT-SPI and real clicks; saves the README's
# screenshot to Resources/screenshot.png. Then the README's examples and the 7GUIs tasks,
# run as built.
## test-e2e: the app, the README's examples and 7GUIs, used through the accessibility tree
test-e2e: build-tests
	desktop-file-validate Resources/$(APP_ID).desktop
	Tests/EndToEnd/cli.sh .build/debug/counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/e2e.py .build/debug/counter-timer Resources/screenshot.png
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/translations.py .build/debug/counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/examples.py .build/debug
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/adwaita.py .build/debug/adwaita-example Resources/adwaita.png
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/custom_widget.py .build/debug/custom-widget Resources/custom-widget.png
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/seven_guis.py .build/debug/seven-guis Resources/seven-guis
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/notes.py .build/debug/notes Resources/notes

# A new app from the template (Templates/GnomeApp) in a temporary folder, as a user makes one
# (scripts/new-gnome-app): its data validated, its view-model tests built (without GTK's
# bindings) and run; then the template's app, built here, opened until its first frame.
# The new app's `make check-data` validates its metainfo with appstreamcli.
## test-template: makes a new app from the app template and runs its checks and tests
test-template: build-tests
	SWIFT=$(SWIFT) scripts/check-template

# The two halves `make test` runs apart: the new app's data and tests (no build of ours
# needed), and the template's app as this package built it.
## test-template-package: makes a new app from the template, validates its data, builds and runs its tests
test-template-package: deps
	SWIFT=$(SWIFT) scripts/check-template --package

## test-template-app: opens the template's app as this package built it, until its first frame
test-template-app: build-tests
	SWIFT=$(SWIFT) scripts/check-template --app

# The options of a shipped program's build: dead code stripped, linked by lld with packed
# relocations (scripts/release-flags says why).
RELEASE_FLAGS = $(shell scripts/release-flags)

## release: builds counter-timer optimized, into .build/release
release: deps
	$(SWIFT) build -c release --product counter-timer $(RELEASE_FLAGS)
	@$(MAKE) --no-print-directory translations-release

## install: installs counter-timer (its stylesheet, .desktop file, icon) and Notes (make install-notes) under PREFIX
install: release
	install -Dm755 .build/release/counter-timer $(DESTDIR)$(PREFIX)/bin/counter-timer
	install -Dm644 Resources/counter-timer.css $(DESTDIR)$(PREFIX)/share/counter-timer/counter-timer.css
	install -Dm644 Resources/$(APP_ID).desktop $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
	install -Dm644 Resources/$(APP_ID).svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	$(foreach lang,$(LINGUAS),install -Dm644 .build/release/locale/$(lang)/LC_MESSAGES/$(TEXT_DOMAIN).mo $(DESTDIR)$(PREFIX)/share/locale/$(lang)/LC_MESSAGES/$(TEXT_DOMAIN).mo$(newline))
	@$(MAKE) --no-print-directory install-notes

# Notes (Examples/Notes), installed where GNOME looks: the program, its .desktop file, icons
# (scalable and symbolic), AppStream metainfo, GSettings schema (then the schemas folder
# compiled, under DESTDIR too), translations (share/locale, where Translations finds them
# from bin/notes) and the GResources plugin's bundle (share/notes, where CompiledResource
# finds it). The Flatpak manifest (Examples/Notes/flatpak/) runs install-notes-files too, so
# both install the same files.
NOTES_ID := io.github.combinegtk.Notes
NOTES_DATA := Examples/Notes/data
NOTES_PO := Examples/Notes/po
NOTES_SHARE = $(DESTDIR)$(PREFIX)/share
# The build install-notes-files copies: release, or debug for the install test, which runs
# on what build-tests built (an optimized build of the libraries costs minutes).
NOTES_CONFIG ?= release
NOTES_LINGUAS = $(shell sed 's/\#.*//' $(NOTES_PO)/LINGUAS)
# SwiftPM names the plugins' output folder after the package's identity: the checkout
# folder's name in lower case.
NOTES_GRESOURCES = $(wildcard .build/plugins/outputs/$(shell basename "$(CURDIR)" | tr A-Z a-z)/notes/destination/GResources/*.gresource)
.PHONY: release-notes install-notes install-notes-files test-packaging

## release-notes: builds Notes optimized, into .build/release
release-notes: deps
	$(SWIFT) build -c release --product notes $(RELEASE_FLAGS)

## install-notes: installs Notes (program, .desktop, icons, metainfo, schema, translations, resources) under PREFIX
install-notes: release-notes
	@$(MAKE) --no-print-directory install-notes-files

## install-notes-files: install-notes without building first: copies the release build (NOTES_CONFIG=debug: the debug one)
install-notes-files:
	@if [ -n "$$(find Examples/Notes -name '*.gresource.xml')" ] && [ -z "$(NOTES_GRESOURCES)" ]; then \
		echo "install-notes-files: Notes' GResource bundle is not built yet (make build)" >&2; exit 1; fi
	install -Dm755 .build/$(NOTES_CONFIG)/notes $(DESTDIR)$(PREFIX)/bin/notes
	install -Dm644 $(NOTES_DATA)/$(NOTES_ID).desktop $(NOTES_SHARE)/applications/$(NOTES_ID).desktop
	install -Dm644 $(NOTES_DATA)/$(NOTES_ID).metainfo.xml $(NOTES_SHARE)/metainfo/$(NOTES_ID).metainfo.xml
	install -Dm644 $(NOTES_DATA)/icons/hicolor/scalable/apps/$(NOTES_ID).svg $(NOTES_SHARE)/icons/hicolor/scalable/apps/$(NOTES_ID).svg
	install -Dm644 $(NOTES_DATA)/icons/hicolor/symbolic/apps/$(NOTES_ID)-symbolic.svg $(NOTES_SHARE)/icons/hicolor/symbolic/apps/$(NOTES_ID)-symbolic.svg
	install -Dm644 $(NOTES_DATA)/$(NOTES_ID).gschema.xml $(NOTES_SHARE)/glib-2.0/schemas/$(NOTES_ID).gschema.xml
	glib-compile-schemas $(NOTES_SHARE)/glib-2.0/schemas
	$(foreach lang,$(NOTES_LINGUAS),install -d $(NOTES_SHARE)/locale/$(lang)/LC_MESSAGES && msgfmt --check -o $(NOTES_SHARE)/locale/$(lang)/LC_MESSAGES/notes.mo $(NOTES_PO)/$(lang).po$(newline))
	$(foreach bundle,$(NOTES_GRESOURCES),install -Dm644 $(bundle) $(NOTES_SHARE)/notes/$(notdir $(bundle))$(newline))

# Notes' packaging: its .desktop file, metainfo (and the screenshots it shows, which must be
# files under Resources/notes/) and schema validated, the Flatpak manifest read, then Notes
# installed into a temporary DESTDIR and started from there (Tests/EndToEnd/notes_install.py).
## test-packaging: validates Notes' .desktop, metainfo, schema and Flatpak manifest, then installs it in a temporary folder and starts it
test-packaging: build-tests
	desktop-file-validate $(NOTES_DATA)/$(NOTES_ID).desktop
	appstreamcli validate --no-net --explain $(NOTES_DATA)/$(NOTES_ID).metainfo.xml
	@screenshots=$$(sed -n 's|.*<image>[^<]*/main/\(Resources/notes/[^<]*\)</image>.*|\1|p' $(NOTES_DATA)/$(NOTES_ID).metainfo.xml); \
	[ -n "$$screenshots" ] || { echo "test-packaging: the metainfo shows no screenshot of Resources/notes/" >&2; exit 1; }; \
	for file in $$screenshots; do [ -f "$$file" ] || { echo "test-packaging: $$file, a screenshot the metainfo shows, is missing" >&2; exit 1; }; done
	glib-compile-schemas --strict --dry-run $(NOTES_DATA)
	@# From .build: flatpak-builder leaves its state folder (.flatpak-builder) where it runs.
	cd .build && flatpak-builder --show-manifest ../Examples/Notes/flatpak/$(NOTES_ID).json >/dev/null
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/notes_install.py

# Translations (po/, as GNOME apps keep them): POTFILES lists the sources with marked strings
# (tr("…"), read by scripts/xgettext-swift), LINGUAS the languages, <lang>.po each. Every
# build compiles them next to the executables, .build/<config>/locale/<lang>/LC_MESSAGES/,
# where an uninstalled program finds them (Translations.localeDirectory(for:)); `make install`
# puts them under $(PREFIX)/share/locale. After the Swift build, not before: SwiftPM's first
# build replaces a .build/debug folder it finds with its link to .build/<triple>/debug.
TEXT_DOMAIN := counter-timer
LINGUAS := $(shell sed 's/\#.*//' po/LINGUAS)
define newline


endef
.PHONY: pot translations translations-release

## pot: extracts the marked strings of po/POTFILES' sources into po/counter-timer.pot
pot:
	grep -v '^#' po/POTFILES | xargs scripts/xgettext-swift --package-name=$(TEXT_DOMAIN) -o po/$(TEXT_DOMAIN).pot

## translations: compiles po/<lang>.po into .build/debug/locale (make build does it, after building)
translations: $(foreach lang,$(LINGUAS),.build/debug/locale/$(lang)/LC_MESSAGES/$(TEXT_DOMAIN).mo)

## translations-release: compiles po/<lang>.po into .build/release/locale (make release does it)
translations-release: $(foreach lang,$(LINGUAS),.build/release/locale/$(lang)/LC_MESSAGES/$(TEXT_DOMAIN).mo)

.build/debug/locale/%/LC_MESSAGES/$(TEXT_DOMAIN).mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

.build/release/locale/%/LC_MESSAGES/$(TEXT_DOMAIN).mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

# The Notes app's data (Examples/Notes/data, po), compiled where an uninstalled notes finds
# it beside the program: its GSettings schema in .build/<config>/schemas
# (Settings.programSchemaDirectories), its translations in .build/<config>/locale (text
# domain notes). After the Swift build, as the translations above. (NOTES_DATA, NOTES_PO and
# NOTES_LINGUAS are set with the install targets above.)
.PHONY: notes-data notes-data-release notes-pot

## notes-data: compiles the Notes app's schema and translations into .build/debug (make build does it)
notes-data: .build/debug/schemas/gschemas.compiled $(foreach lang,$(NOTES_LINGUAS),.build/debug/locale/$(lang)/LC_MESSAGES/notes.mo)

## notes-data-release: the same into .build/release
notes-data-release: .build/release/schemas/gschemas.compiled $(foreach lang,$(NOTES_LINGUAS),.build/release/locale/$(lang)/LC_MESSAGES/notes.mo)

.build/debug/schemas/gschemas.compiled .build/release/schemas/gschemas.compiled: $(NOTES_DATA)/io.github.combinegtk.Notes.gschema.xml
	@mkdir -p $(@D)
	glib-compile-schemas --strict --targetdir=$(@D) $(NOTES_DATA)

# (Two rules: a pattern rule with two targets would make both at once.)
.build/debug/locale/%/LC_MESSAGES/notes.mo: $(NOTES_PO)/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

.build/release/locale/%/LC_MESSAGES/notes.mo: $(NOTES_PO)/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

## notes-pot: extracts the Notes app's marked strings (Swift and .ui) into Examples/Notes/po/notes.pot
notes-pot:
	grep -v '^#' $(NOTES_PO)/POTFILES | grep '\.swift$$' | xargs scripts/xgettext-swift --package-name=notes -o $(NOTES_PO)/notes.pot
	grep -v '^#' $(NOTES_PO)/POTFILES | grep -v '\.swift$$' | xargs xgettext --join-existing --from-code=UTF-8 --add-comments=TRANSLATORS: -o $(NOTES_PO)/notes.pot

## clean: removes the builds: .build, and the sanitizers' .build-asan and .build-tsan
clean:
	rm -rf .build .build-asan .build-tsan

# Reliability, about 15 minutes by design (scripts/stress): the publisher contract and the
# combining operators on COMBINEGTK_STRESS_SEQUENCES random sequences (default 50,000),
# misuse from other threads, the end-to-end scenario under valgrind, and the soak
# (COMBINEGTK_SOAK_SECONDS=600, COMBINEGTK_SOAK_CLICKS=10000), then `make sanitize`; ends with
# their figures. `make test` runs 300-sequence checks and the misuse tests.
STRESS_PACKAGES := valgrind

## stress-deps: installs what `make stress` needs beyond `make deps` (valgrind)
stress-deps: deps
	@missing=$$(for p in $(STRESS_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		$(SUDO) apt-get update -q && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

## stress: the reliability runs and `make sanitize`, about 15 minutes; ends with figures
stress: stress-deps build-tests
	SWIFT=$(SWIFT) scripts/stress
	SWIFT=$(SWIFT) scripts/sanitize

# The headless and widget suites under AddressSanitizer (leak detection on) and
# ThreadSanitizer (the property tests with 3,000 sequences each, cross-thread steps
# included), about 3 minutes from a clean build, 2 after; ends with one line: reports per
# sanitizer, tests run. Part of `make stress`. Suppressions and the third-party leaks it
# sets aside: scripts/sanitizers/.
## sanitize: the headless and widget suites under ASan and TSan, about 3 minutes
sanitize: deps
	SWIFT=$(SWIFT) scripts/sanitize

# The two app-level parts of `make stress` on their own.
## leak-check: the end-to-end scenario under valgrind (bytes lost in our code: 0)
leak-check: stress-deps
	$(SWIFT) build --product counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/leak_check.py .build/debug/counter-timer

## soak: 10 minutes of verified clicks on counter-timer with its timer running
soak: deps
	$(SWIFT) build --product counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/soak.py .build/debug/counter-timer

# Benchmarks (Benchmarks/, ordo-one/benchmark): each CombineGTK path against the raw GLib/GTK
# path in the same run, on real widgets under Xvfb; ends with the summary table (ratios,
# mallocs per operation, targets). A first run builds the benchmark package (a few minutes).
## bench: the benchmarks, against raw GLib/GTK, under Xvfb; ends with summary tables and the build-cost table
bench: deps
	SWIFT=$(SWIFT) scripts/with-display Benchmarks/run.sh
	@SWIFT=$(SWIFT) scripts/build-cost-table 3

# What a user pays to build: a small app package depending on this checkout (on CombineGTK,
# then on CombineAdw), built clean in debug three times (median), then rebuilt after an edit
# three times; and the stripped release binaries of counter-timer and Notes. Run it on an
# otherwise idle machine.
## build-cost: the build-cost table alone: clean and incremental debug builds of a user's app, release binary sizes
build-cost: deps
	@SWIFT=$(SWIFT) scripts/build-cost-table 3

# The example programs: the README's (Examples/Counter, Dice, Greeter, Names, CustomWidget) and the 7GUIs
# tasks (Examples/SevenGUIs: `.build/debug/seven-guis counter|temperature|flight|timer|crud|circle|cells`).
## examples: builds the README's example programs and the 7GUIs tasks (seven-guis)
examples: deps
	$(SWIFT) build --product seven-guis
	$(SWIFT) build --product counter-example
	$(SWIFT) build --product dice-example
	$(SWIFT) build --product greeter-example
	$(SWIFT) build --product names-example
	$(SWIFT) build --product custom-widget

# The DocC documentation of the four libraries, with warnings as errors; `make test` builds
# it too, so a broken link or article fails the tests. scripts/docs uses the toolchain's
# swift-symbolgraph-extract and docc on the debug build (no plugin to compile first).
# Output: .build/docs/<Module>.doccarchive

## docs: the DocC documentation (warnings as errors); fails on an undocumented symbol
docs: deps
	$(SWIFT) build --target CombineGTKTesting
	$(SWIFT) build --target CombineAdw
	scripts/docs
	scripts/check-doc-coverage

# What `make test` checks of the documentation, on the modules its build made: every public
# symbol documented, and DocC's diagnostics (warnings as errors) for everything written by
# hand: articles and hand-written doc comments, with the generated symbols they name. The
# generated doc comments' own links are checked by `make docs`, which converts everything.
## docs-check: the documentation's checks on the modules already built (no archive kept)
docs-check:
	scripts/docs --check
	scripts/check-doc-coverage
