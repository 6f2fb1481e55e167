// `import CombineAdw` brings CombineGTK (and with it CombineGTKCore) too: an app of
// libadwaita writes one import, and never imports CAdw.
@_exported import CombineGTK
