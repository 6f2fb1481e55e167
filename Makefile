# `make run` and `make test` install what is missing first (Debian 12), then build.

APT_PACKAGES := libgtk-4-dev xvfb dbus-x11 at-spi2-core python3-pyatspi xdotool imagemagick desktop-file-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift

PREFIX ?= /usr/local
APP_ID := io.github.combinegtk.CounterTimer

.PHONY: all deps build release run test test-headless test-widgets test-e2e generate check-generated install clean stress-deps stress leak-check soak bench sanitize docs examples

all: build

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		$(SUDO) apt-get update -q && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

build: deps
	$(SWIFT) build

run: build
	$(SWIFT) run counter-timer

test: deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/check-generated .build/debug/combinegtk-generate
	$(MAKE) --no-print-directory test-headless test-widgets
	@# The end-to-end tests mostly wait on the apps they drive, and use only what is built:
	@# the documentation builds meanwhile (each step's output is printed when it ends).
	$(MAKE) --no-print-directory -j2 --output-sync=target test-e2e docs

# The typed surface generated from GTK's introspection data (Gtk-4.0.gir): rewrites
# Sources/CombineGTK/Generated/ (with Coverage.md, what is left out and why) and the widget
# tests' index of it, Tests/CombineGTKWidgetTests/Generated/, removing files a run no longer
# produces, and prints the coverage. `make test` fails when the checked-in files differ from
# a fresh run.
generate: deps
	$(SWIFT) build --product combinegtk-generate
	.build/debug/combinegtk-generate --output Sources/CombineGTK/Generated --tests-output Tests/CombineGTKWidgetTests/Generated

check-generated: deps
	SWIFT=$(SWIFT) scripts/check-generated

# Everything that needs no display runs with DISPLAY unset, to prove it.
test-headless:
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --skip-build --skip CombineGTKWidgetTests

# Widget tests run under a private Xvfb and D-Bus session.
test-widgets:
	CGTK_REQUIRE_DISPLAY=1 scripts/with-display $(SWIFT) test --skip-build --filter CombineGTKWidgetTests

# The app driven as a person would, through AT-SPI and real clicks; saves the README's
# screenshot to Resources/screenshot.png. Then the README's examples, run as built.
test-e2e:
	desktop-file-validate Resources/$(APP_ID).desktop
	Tests/EndToEnd/cli.sh .build/debug/counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/e2e.py .build/debug/counter-timer Resources/screenshot.png
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/examples.py .build/debug
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/seven_guis.py .build/debug/seven-guis Resources/seven-guis

release: deps
	$(SWIFT) build -c release --product counter-timer

install: release
	install -Dm755 .build/release/counter-timer $(DESTDIR)$(PREFIX)/bin/counter-timer
	install -Dm644 Resources/counter-timer.css $(DESTDIR)$(PREFIX)/share/counter-timer/counter-timer.css
	install -Dm644 Resources/$(APP_ID).desktop $(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop
	install -Dm644 Resources/$(APP_ID).svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg

clean:
	rm -rf .build .build-asan .build-tsan

# Reliability, about 15 minutes by design (scripts/stress): the publisher contract and the
# combining operators on CGTK_STRESS_SEQUENCES random sequences (default 50,000), misuse
# from other threads, the end-to-end scenario under valgrind, and the soak
# (SOAK_SECONDS=600, SOAK_CLICKS=10000), then `make sanitize`; ends with their figures.
# `make test` runs 300-sequence checks and the misuse tests.
STRESS_PACKAGES := valgrind

stress-deps: deps
	@missing=$$(for p in $(STRESS_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing missing packages:" $$missing; \
		$(SUDO) apt-get update -q && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

stress: stress-deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/stress
	SWIFT=$(SWIFT) scripts/sanitize

# The headless and widget suites under AddressSanitizer (leak detection on) and
# ThreadSanitizer (the property tests with 3,000 sequences each, cross-thread steps
# included), about 3 minutes from a clean build, 2 after; ends with one line: reports per
# sanitizer, tests run. Part of `make stress`. Suppressions and the third-party leaks it
# sets aside: scripts/sanitizers/.
sanitize: deps
	SWIFT=$(SWIFT) scripts/sanitize

# The two app-level parts of `make stress` on their own.
leak-check: stress-deps
	$(SWIFT) build --product counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/leak_check.py .build/debug/counter-timer

soak: deps
	$(SWIFT) build --product counter-timer
	scripts/with-display /usr/bin/python3 Tests/EndToEnd/soak.py .build/debug/counter-timer

# Benchmarks (Benchmarks/, ordo-one/benchmark): each CombineGTK path against the raw GLib/GTK
# path in the same run, on real widgets under Xvfb; ends with the summary table (ratios,
# mallocs per operation, targets). A first run builds the benchmark package (a few minutes).
bench: deps
	SWIFT=$(SWIFT) scripts/with-display Benchmarks/run.sh

# The DocC documentation of the three libraries, with warnings as errors; `make test` builds
# it too (docs-check), so a broken link or article fails the tests. Output:
# .build/plugins/Swift-DocC/outputs/<target>.doccarchive
DOC_TARGETS := --target CombineGTKCore --target CombineGTK --target CombineGTKTesting

# The example programs: the README's (Examples/Counter, Dice, Greeter) and the 7GUIs tasks
# (Examples/SevenGUIs: `.build/debug/seven-guis counter|temperature|flight|timer|crud|circle|cells`).
examples: deps
	$(SWIFT) build --product seven-guis
	$(SWIFT) build --product counter-example
	$(SWIFT) build --product dice-example
	$(SWIFT) build --product greeter-example

docs: deps
	$(SWIFT) package --disable-sandbox generate-documentation $(DOC_TARGETS) --warnings-as-errors
	scripts/check-doc-coverage
