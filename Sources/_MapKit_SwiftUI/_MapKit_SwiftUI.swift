// `import _MapKit_SwiftUI`: the module Apple's SwiftUI map (`Map`, `MapCameraPosition`) is
// declared in, which some files import by name; here it re-exports MapKit, where Vellum's are.
@_exported import MapKit
