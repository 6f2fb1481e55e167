@_exported import CombineGTKCore
