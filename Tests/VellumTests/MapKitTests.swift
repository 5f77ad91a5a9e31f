import Foundation
import MapKit
import Testing
import Vellum
import VellumCairo
import _MapKit_SwiftUI

// As apps add it: on iOS the coordinate is not Equatable, so this compiles only if Vellum's
// isn't either.
extension CLLocationCoordinate2D: Equatable {
  public static func == (a: CLLocationCoordinate2D, b: CLLocationCoordinate2D) -> Bool {
    a.latitude == b.latitude && a.longitude == b.longitude
  }
}

/// MapKit and Core Location on a device with no location, no network and no map tiles: the
/// geometry is real (Web Mercator, great-circle distances), requests fail as iOS fails them
/// offline, and a `Map` is drawn as flat land with its markers where their coordinates project.
@Suite struct MapKitTests {
  @Test func mapPointsAreWebMercator() {
    let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(origin.x == 134_217_728 && abs(origin.y - 134_217_728) < 1e-6)
    let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 85.051_128_78, longitude: -180))
    #expect(abs(corner.x) < 1e-6 && abs(corner.y) < 1, "\(corner)")
    let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    let back = MKMapPoint(paris).coordinate
    #expect(abs(back.latitude - paris.latitude) < 1e-9 && abs(back.longitude - paris.longitude) < 1e-9)
    // 2²⁸ points around a 40,075 km equator: about 6.7 points a metre.
    #expect(abs(MKMapPointsPerMeterAtLatitude(0) - 6.698) < 0.001)
    #expect(abs(MKMapPointsPerMeterAtLatitude(60) - 2 * MKMapPointsPerMeterAtLatitude(0)) < 1e-6)
    #expect(paris == back || abs(paris.latitude - back.latitude) < 1e-9)
  }

  @Test @MainActor func aMapViewConvertsPointsWithinItsRegion() {
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    mapView.setRegion(
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 10, longitude: 20),
        span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)),
      animated: false)
    let center = mapView.convert(CGPoint(x: 150, y: 100), toCoordinateFrom: mapView)
    #expect(abs(center.latitude - 10) < 1e-9 && abs(center.longitude - 20) < 1e-9, "\(center)")
    // The 10° (10.17° of Mercator height) are fitted to the 200-point height, so the 300-point
    // width shows 15.25° of longitude.
    let east = mapView.convert(CGPoint(x: 300, y: 100), toCoordinateFrom: mapView)
    #expect(abs(east.longitude - 27.63) < 0.01, "\(east)")
    let point = mapView.convert(CLLocationCoordinate2D(latitude: 12, longitude: 18), toPointTo: mapView)
    let back = mapView.convert(point, toCoordinateFrom: mapView)
    #expect(abs(back.latitude - 12) < 1e-9 && abs(back.longitude - 18) < 1e-9)
    #expect(_MapKit_SwiftUI.MapCameraPosition.automatic == MapKit.MapCameraPosition.automatic)
  }

  @Test func distancesAreGreatCircles() {
    let sanFrancisco = CLLocation(latitude: 37.7749, longitude: -122.4194)
    let losAngeles = CLLocation(latitude: 34.0522, longitude: -118.2437)
    // About 559 km (Apple's ellipsoid gives within half a percent of the sphere).
    #expect(abs(sanFrancisco.distance(from: losAngeles) - 559_120) < 500, "\(sanFrancisco.distance(from: losAngeles))")
    #expect(sanFrancisco.distance(from: sanFrancisco) == 0)
    let region = MKCoordinateRegion(
      center: sanFrancisco.coordinate, latitudinalMeters: 2000, longitudinalMeters: 2000)
    #expect(abs(region.span.latitudeDelta - 0.017_986) < 1e-5, "\(region.span.latitudeDelta)")
    #expect(region.span.longitudeDelta > region.span.latitudeDelta * 1.2, "a degree of longitude is shorter")
    let circle = CLCircularRegion(center: sanFrancisco.coordinate, radius: 1000, identifier: "home")
    #expect(circle.contains(CLLocationCoordinate2D(latitude: 37.78, longitude: -122.42)))
    #expect(!circle.contains(losAngeles.coordinate))
  }

  @Test func geocodingSearchAndDirectionsFailOffline() async {
    var geocoded: (any Error)?
    CLGeocoder().geocodeAddressString("1 Infinite Loop") { _, error in geocoded = error }
    #expect((geocoded as? CLError)?.code == .network)
    do {
      _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2))
      Issue.record("geocoding succeeded")
    } catch CLError.network {
      #expect((geocoded! as NSError).domain == kCLErrorDomain && (geocoded! as NSError).code == 2)
    } catch {
      Issue.record("\(error)")
    }
    let request = MKLocalSearch.Request(naturalLanguageQuery: "coffee")
    await #expect(throws: MKError(.serverFailure)) { try await MKLocalSearch(request: request).start() }
    let directions = MKDirections(request: MKDirections.Request())
    await #expect(throws: MKError(.serverFailure)) { try await directions.calculate() }
    let error = MKError(.serverFailure) as NSError
    #expect(error.domain == MKErrorDomain && error.code == 2)
  }

  final class Suggestions: NSObject, MKLocalSearchCompleterDelegate {
    var failures: [any Error] = []
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) { failures.append(error) }
  }

  @Test func aCompleterFailsOfflineAndItsOlderFilterSetsItsResultTypes() {
    let completer = MKLocalSearchCompleter()
    let suggestions = Suggestions()
    completer.delegate = suggestions
    completer.filterType = .locationsOnly
    #expect(completer.resultTypes == [.address, .pointOfInterest] && completer.filterType == .locationsOnly)
    completer.resultTypes.insert(.query)
    #expect(completer.filterType == .locationsAndQueries)
    completer.queryFragment = "Kra"
    #expect(completer.results.isEmpty && (suggestions.failures.first as? MKError) == MKError(.serverFailure))
  }

  @Test func aSnapshotFailsOfflineAndKeepsItsConfiguration() async {
    let options = MKMapSnapshotter.Options()
    options.size = CGSize(width: 300, height: 300)
    options.preferredConfiguration = MKStandardMapConfiguration(elevationStyle: .flat, emphasisStyle: .muted)
    let snapshotter = MKMapSnapshotter(options: options)
    var failure: (any Error)?
    snapshotter.start { snapshot, error in failure = snapshot == nil ? error : nil }
    #expect((failure as? MKError) == MKError(.serverFailure))
    await #expect(throws: MKError(.serverFailure)) { try await snapshotter.start() }
    #expect((snapshotter.options.preferredConfiguration as? MKStandardMapConfiguration)?.emphasisStyle == .muted)
  }

  /// iOS 26's geocoding requests fail offline as MapKit's other services do; a map item's
  /// location and address come from its placemark (a mood log's place names).
  @Test func geocodingFailsOfflineAndItemsWriteTheirAddress() async throws {
    let request = try #require(MKReverseGeocodingRequest(location: CLLocation(latitude: 48.14, longitude: 11.58)))
    await #expect(throws: MKError(.serverFailure)) { _ = try await request.mapItems }
    #expect(MKReverseGeocodingRequest(location: CLLocation(latitude: 200, longitude: 0)) == nil)
    #expect(MKGeocodingRequest(addressString: "") == nil)
    let item = MKMapItem(
      placemark: MKPlacemark(
        coordinate: CLLocationCoordinate2D(latitude: 48.14, longitude: 11.58),
        addressDictionary: ["Street": "Marienplatz 1", "City": "München", "ZIP": "80331", "Country": "Germany"]))
    #expect(item.location.coordinate.latitude == 48.14)
    let address = try #require(item.addressRepresentations)
    #expect(address.fullAddress(includingRegion: true, singleLine: true) == "Marienplatz 1, München 80331, Germany")
    #expect(address.fullAddress(includingRegion: false, singleLine: false) == "Marienplatz 1\nMünchen 80331")
    #expect(item.address?.shortAddress == "Marienplatz 1, München 80331")
    #expect(MKMapItem(location: CLLocation(latitude: 1, longitude: 2), address: nil).addressRepresentations == nil)
  }

  final class Tracker: NSObject, CLLocationManagerDelegate {
    var statuses: [CLAuthorizationStatus] = []
    var failures: [CLError.Code] = []
    var locations = 0
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
      statuses.append(manager.authorizationStatus)
      if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
    }
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
      self.locations += locations.count
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
      if let error = error as? CLError { failures.append(error.code) }
    }
  }

  @Test func theLocationManagerIsDeclinedAndReportsNoLocation() {
    let manager = CLLocationManager()
    #expect(manager.authorizationStatus == .notDetermined)
    let tracker = Tracker()
    manager.delegate = tracker
    #expect(tracker.statuses == [.notDetermined, .denied])
    manager.startUpdatingLocation()
    manager.requestLocation()
    #expect(tracker.failures == [.denied, .denied] && tracker.locations == 0)
    #expect(manager.location == nil)
  }

  @Test func liveUpdatesWaitUntilCancelled() async throws {
    let listener = Task {
      var count = 0
      for try await _ in CLLocationUpdate.liveUpdates() { count += 1 }
      return count
    }
    try? await Task.sleep(nanoseconds: 50_000_000)
    listener.cancel()
    #expect(try await listener.value == 0)
  }

  typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

  func render(_ view: some View, width: CGFloat = 200, height: CGFloat = 200, colorScheme: ColorScheme = .light)
    throws -> (Int, Int) -> Pixel
  {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      view.frame(width: width, height: height), size: .unspecified, scale: 1, colorScheme: colorScheme)
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: colorScheme)
    return { x, y in
      let pixel = image[x, y]
      return (pixel.0, pixel.1, pixel.2, pixel.3)
    }
  }

  static func isRed(_ p: Pixel) -> Bool { p.0 > 200 && p.1 < 110 && p.2 < 110 }
  static func isLand(_ p: Pixel) -> Bool { p.0 == 249 && p.1 == 245 && p.2 == 237 }

  @Test @MainActor func aMarkerIsDrawnWhereItsCoordinateProjects() throws {
    // A region 40° wide and 10° tall in a square view: MapKit widens it to the view's shape,
    // so the width fits (5 points a degree of longitude) and the centre is the region's.
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
      span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 40))
    let map = Map(initialPosition: .region(region)) {
      Marker("Cafe", coordinate: CLLocationCoordinate2D(latitude: 5, longitude: 12))
    }
    let pixel = try render(map)
    let x = 100 + 12 * 5
    let y = Int(
      (100 + (MKMapPoint(CLLocationCoordinate2D(latitude: 5, longitude: 12)).y - 134_217_728) * 200
        / (MKMapSize.world.width * 40 / 360))
        .rounded())
    #expect(y < 100 && y > 60, "\(y)")
    // The balloon stands on the point: red beside its glyph, 22 points up; land beside it.
    #expect(Self.isRed(pixel(x - 9, y - 22)), "\(pixel(x - 9, y - 22))")
    #expect(Self.isRed(pixel(x, y - 3)), "the tip: \(pixel(x, y - 3))")
    #expect(!Self.isRed(pixel(x, y - 22)), "the white glyph: \(pixel(x, y - 22))")
    #expect(Self.isLand(pixel(x - 30, y - 22)) && Self.isLand(pixel(5, 5)) && Self.isLand(pixel(195, 195)))
    // A marker with an empty label keeps the default glyph.
    let empty = try render(
      Map(initialPosition: .region(region)) {
        Marker(coordinate: CLLocationCoordinate2D(latitude: 5, longitude: 12)) {}
      })
    #expect(Self.isRed(empty(x - 9, y - 22)) && !Self.isRed(empty(x, y - 22)), "\(empty(x, y - 22))")
  }

  @Test @MainActor func automaticFramesEveryMarker() throws {
    let places = [(48.8566, 2.3522), (51.5074, -0.1278), (52.52, 13.405)].map {
      CLLocationCoordinate2D(latitude: $0.0, longitude: $0.1)
    }
    let map = Map {
      ForEach(0..<places.count, id: \.self) { index in
        Marker("Place \(index)", coordinate: places[index]).tint(.green)
      }
    }
    let viewport = MapViewportProbe.viewport(for: places, width: 300, height: 200)
    let pixel = try render(map, width: 300, height: 200)
    for point in viewport {
      #expect(point.x >= 60 && point.x <= 240 && point.y > 40 && point.y < 180, "\(point)")
      let balloon = pixel(Int(point.x) - 9, Int(point.y) - 22)
      #expect(balloon.1 > 150 && balloon.0 < 100, "green balloon at \(point): \(balloon)")
    }
  }

  /// `Group` in map content (a trip app's markers chosen by an `if`, tagged together): its
  /// markers are drawn, each with the tint its branch gives.
  @Test @MainActor func aGroupOfMarkersIsDrawn() throws {
    let places = [(48.8566, 2.3522), (51.5074, -0.1278)].map { CLLocationCoordinate2D(latitude: $0.0, longitude: $0.1) }
    let map = Map {
      ForEach(0..<places.count, id: \.self) { index in
        Group {
          if index == 0 {
            Marker("Home", coordinate: places[index]).tint(.green)
          } else {
            Marker("Away", coordinate: places[index])
          }
        }
        .tag(index)
      }
    }
    let viewport = MapViewportProbe.viewport(for: places, width: 300, height: 200)
    let pixel = try render(map, width: 300, height: 200)
    let home = pixel(Int(viewport[0].x) - 9, Int(viewport[0].y) - 22)
    let away = pixel(Int(viewport[1].x) - 9, Int(viewport[1].y) - 22)
    #expect(home.1 > 150 && home.0 < 100, "green: \(home)")
    #expect(Self.isRed(away), "red: \(away)")
  }

  @Test @MainActor func shapesAnnotationsAndTheIOS14FormAreDrawn() throws {
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
      span: MKCoordinateSpan(latitudeDelta: 20, longitudeDelta: 60))
    let map = Map(position: .constant(.region(region))) {
      MapPolyline(coordinates: [.init(latitude: 0, longitude: -20), .init(latitude: 0, longitude: 20)])
        .stroke(.blue, lineWidth: 6)
      Annotation("Camp", coordinate: CLLocationCoordinate2D(latitude: -10, longitude: 0)) {
        Color.green.frame(width: 20, height: 20)
      }
    }
    let pixel = try render(map)
    // The region is widened to the square view: 60° across 200 points.
    #expect(pixel(50, 100) == (0, 122, 255, 255), "the line along the equator: \(pixel(50, 100))")
    #expect(Self.isLand(pixel(50, 90)) && Self.isLand(pixel(20, 100)), "the line ends at 20° W")
    // The annotation's bottom centre is on its coordinate.
    let y = Int(
      100 + (MKMapPoint(CLLocationCoordinate2D(latitude: -10, longitude: 0)).y - 134_217_728) * 200
        / (MKMapSize.world.width * 60 / 360))
    #expect(pixel(100, y - 10).1 > 100 && pixel(100, y - 10).0 < 100, "\(pixel(100, y - 10))")
    #expect(Self.isLand(pixel(100, y - 24)) && Self.isLand(pixel(70, y - 10)))

    struct Place: Identifiable {
      let id: Int
      let coordinate: CLLocationCoordinate2D
    }
    let legacy = Map(
      coordinateRegion: .constant(region),
      annotationItems: [Place(id: 1, coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))]
    ) { MapMarker(coordinate: $0.coordinate) }
    let old = try render(legacy)
    #expect(Self.isRed(old(91, 78)), "\(old(91, 78))")
  }

  @Test @MainActor func theCompassShowsOnlyWhenAskedAndTheLocationButtonAlways() throws {
    let atRest = try render(Map().mapControls { MapCompass() })
    #expect(Self.isLand(atRest(170, 30)), "no compass facing north: \(atRest(170, 30))")
    let asked = try render(Map().mapControls { MapCompass().mapControlVisibility(.visible) })
    #expect(asked(160, 30) == (255, 255, 255, 255), "the compass's disc: \(asked(160, 30))")
    let button = try render(Map().mapControls { MapUserLocationButton() })
    #expect(button(160, 15) == (255, 255, 255, 255) && Self.isLand(button(140, 15)), "\(button(160, 15))")
  }

  @Test @MainActor func darkModeLandIsDarker() throws {
    let pixel = try render(Map(), colorScheme: .dark)
    #expect(pixel(100, 100) == (43, 43, 45, 255), "\(pixel(100, 100))")
    let imagery = try render(Map().mapStyle(.imagery))
    #expect(imagery(100, 100) == (74, 84, 64, 255), "\(imagery(100, 100))")
    // Over imagery a marker's title is white (below the point at the centre).
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
      span: MKCoordinateSpan(latitudeDelta: 40, longitudeDelta: 40))
    let titled = try render(
      Map(initialPosition: .region(region)) {
        Marker("MMMM", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
      }
      .mapStyle(.hybrid))
    let white = (103...116).contains { y in (80...120).contains { x in titled(x, y).0 > 230 && titled(x, y).2 > 230 } }
    #expect(white, "a white title below the marker")
  }
}

/// The points where `.automatic` puts coordinates, computed as a test would by hand: the
/// bounding rectangle fitted into the view less 60 points each side, 52 above and 32 below.
enum MapViewportProbe {
  static func viewport(for coordinates: [CLLocationCoordinate2D], width: Double, height: Double) -> [CGPoint] {
    let points = coordinates.map(MKMapPoint.init)
    let minX = points.map(\.x).min()!
    let maxX = points.map(\.x).max()!
    let minY = points.map(\.y).min()!
    let maxY = points.map(\.y).max()!
    let availableWidth = width - 120
    let availableHeight = height - 84
    let scale = min(availableWidth / (maxX - minX), availableHeight / (maxY - minY))
    return points.map {
      CGPoint(
        x: 60 + availableWidth / 2 + ($0.x - (minX + maxX) / 2) * scale,
        y: 52 + availableHeight / 2 + ($0.y - (minY + maxY) / 2) * scale)
    }
  }
}
