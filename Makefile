# `make run` and `make test` install what is missing first (Debian 12), then build.

APT_PACKAGES := libgtk-4-dev xvfb dbus-x11 at-spi2-core python3-pyatspi xdotool imagemagick desktop-file-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift

.PHONY: all deps build run test test-headless test-widgets clean

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
	$(MAKE) --no-print-directory test-headless test-widgets

# Everything that needs no display runs with DISPLAY unset, to prove it.
test-headless:
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --skip-build --skip CombineGTKWidgetTests

# Widget tests run under a private Xvfb and D-Bus session.
test-widgets:
	CGTK_REQUIRE_DISPLAY=1 scripts/with-display $(SWIFT) test --skip-build --filter CombineGTKWidgetTests

clean:
	rm -rf .build
