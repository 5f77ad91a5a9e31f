import Foundation
import MapKit
import Testing
import Vellum

/// MapKit API a flight-status tutorial and Apple's landmarks sample used and Vellum lacked.
@Suite struct MapKitRoundTests {
  @Test func aGeodesicLineFollowsTheGreatCircle() {
    // New York to London: the great circle bows north of both ends' latitudes.
    var ends = [
      CLLocationCoordinate2D(latitude: 40.64, longitude: -73.78),
      CLLocationCoordinate2D(latitude: 51.47, longitude: -0.45),
    ]
    let line = MKGeodesicPolyline(coordinates: &ends, count: 2)
    let coordinates = (0..<line.pointCount).map { line.points()[$0].coordinate }
    #expect(line.pointCount > 40, "about a point per degree of arc: \(line.pointCount)")
    #expect(abs(coordinates.first!.latitude - 40.64) < 1e-6 && abs(coordinates.last!.longitude - -0.45) < 1e-6)
    let northmost = coordinates.map(\.latitude).max()!
    #expect(northmost > 52 && northmost < 55, "the path's northmost point: \(northmost)")
    let straight = MKPolyline(coordinates: &ends, count: 2)
    #expect(straight.pointCount == 2)
  }

  @Test func renderersAndRequests() async {
    let renderer = MKPolylineRenderer(polyline: MKPolyline())
    #expect(renderer.strokeStart == 0 && renderer.strokeEnd == 1)
    renderer.strokeEnd = 0.5
    #expect(renderer.strokeEnd == 0.5)
    #expect(MKOverlayRenderer().overlay is MKPolyline)
    #expect(MKMapItem.Identifier(rawValue: "") == nil)
    let identifier = MKMapItem.Identifier(rawValue: "I63802885C8189B2B")!
    let request = MKMapItemRequest(mapItemIdentifier: identifier)
    var failed: (any Error)?
    request.getMapItem { item, error in
      #expect(item == nil)
      failed = error
    }
    #expect((failed as? MKError)?.code == .serverFailure)
    await #expect(throws: MKError.self) { _ = try await request.mapItem }
  }
}
