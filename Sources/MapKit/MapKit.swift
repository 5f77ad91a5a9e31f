// Apple's MapKit brings Core Location with it (`CLLocationCoordinate2D`, `CLLocation`), as this
// module does.
@_exported import CoreLocation
