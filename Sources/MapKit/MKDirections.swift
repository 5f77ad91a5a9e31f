import CoreLocation
import Foundation

/// Directions between two places, as MapKit's `MKDirections`, on a device that cannot reach
/// Apple's servers: `calculate` and `calculateETA` fail with `MKError.serverFailure`, the
/// completion handler called at once on the calling thread, and the `async` forms throw it.
open class MKDirections: NSObject, @unchecked Sendable {
  public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void
  public typealias ETAHandler = (MKDirections.ETAResponse?, (any Error)?) -> Void

  public init(request: MKDirections.Request) { super.init() }

  open var isCalculating: Bool { false }

  open func calculate(completionHandler: @escaping DirectionsHandler) {
    completionHandler(nil, MKError(.serverFailure))
  }
  open func calculate() async throws -> MKDirections.Response { throw MKError(.serverFailure) }
  open func calculateETA(completionHandler: @escaping ETAHandler) {
    completionHandler(nil, MKError(.serverFailure))
  }
  open func calculateETA() async throws -> MKDirections.ETAResponse { throw MKError(.serverFailure) }
  open func cancel() {}

  /// Where from and to, and how.
  open class Request: NSObject, @unchecked Sendable {
    open var source: MKMapItem?
    open var destination: MKMapItem?
    open var transportType: MKDirectionsTransportType = .any
    open var requestsAlternateRoutes = false
    open var departureDate: Date?
    open var arrivalDate: Date?
    public override init() { super.init() }
  }

  /// The routes found (none can be, in a preview).
  open class Response: NSObject, @unchecked Sendable {
    open var source: MKMapItem { MKMapItem() }
    open var destination: MKMapItem { MKMapItem() }
    open var routes: [MKRoute] { [] }
  }

  /// The travel time found (none can be, in a preview).
  open class ETAResponse: NSObject, @unchecked Sendable {
    open var source: MKMapItem { MKMapItem() }
    open var destination: MKMapItem { MKMapItem() }
    open var expectedTravelTime: TimeInterval { 0 }
    open var distance: CLLocationDistance { 0 }
  }
}

/// How a route is travelled.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let automobile = MKDirectionsTransportType(rawValue: 1)
  public static let walking = MKDirectionsTransportType(rawValue: 2)
  public static let transit = MKDirectionsTransportType(rawValue: 4)
  public static let cycling = MKDirectionsTransportType(rawValue: 8)
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places, as MapKit's `MKRoute`; only directions make them on iOS, so a
/// preview has none.
open class MKRoute: NSObject, @unchecked Sendable {
  open var name: String { "" }
  open var advisoryNotices: [String] { [] }
  open var distance: CLLocationDistance { 0 }
  open var expectedTravelTime: TimeInterval { 0 }
  open var transportType: MKDirectionsTransportType { .automobile }
  open var polyline: MKPolyline { MKPolyline() }
  open var steps: [Step] { [] }

  /// One instruction along a route.
  open class Step: NSObject, @unchecked Sendable {
    open var instructions: String { "" }
    open var notice: String? { nil }
    open var distance: CLLocationDistance { 0 }
    open var polyline: MKPolyline { MKPolyline() }
    open var transportType: MKDirectionsTransportType { .automobile }
  }
}
