import CoreLocation
import Foundation

/// A search for places by name or kind, as MapKit's `MKLocalSearch`, on a device that cannot
/// reach Apple's servers: `start` fails with `MKError.serverFailure` (code 2 in
/// `MKErrorDomain`), the completion handler called at once on the calling thread (iOS calls it
/// later, on the main thread), and the `async` form throws it.
open class MKLocalSearch: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

  public let request: Request?

  public init(request: MKLocalSearch.Request) {
    self.request = request
    super.init()
  }

  public init(request: MKLocalPointsOfInterestRequest) {
    self.request = nil
    super.init()
  }

  /// Never true: searches fail at once.
  open var isSearching: Bool { false }

  open func start(completionHandler: @escaping CompletionHandler) {
    completionHandler(nil, MKError(.serverFailure))
  }

  open func start() async throws -> MKLocalSearch.Response { throw MKError(.serverFailure) }

  /// Nothing is in flight to cancel.
  open func cancel() {}

  /// What to search for, as MapKit's `MKLocalSearch.Request`.
  open class Request: NSObject, @unchecked Sendable {
    open var naturalLanguageQuery: String?
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var regionPriority: RegionPriority = .default

    public override init() { super.init() }

    public convenience init(naturalLanguageQuery: String) {
      self.init()
      self.naturalLanguageQuery = naturalLanguageQuery
    }

    public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
      self.init(naturalLanguageQuery: naturalLanguageQuery)
      self.region = region
    }

    /// A request for a completer's suggestion.
    public convenience init(completion: MKLocalSearchCompletion) {
      self.init(naturalLanguageQuery: completion.title)
    }
  }

  /// What a search found, as MapKit's `MKLocalSearch.Response`.
  open class Response: NSObject, @unchecked Sendable {
    open var mapItems: [MKMapItem] { [] }
    open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
  }

  /// The kinds of result a search looks for.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1)
    public static let pointOfInterest = ResultType(rawValue: 2)
    public static let physicalFeature = ResultType(rawValue: 4)
  }

  /// Whether results outside the request's region may be given.
  public enum RegionPriority: Int, Sendable {
    case `default` = 0
    case required = 1
  }
}

/// A search for points of interest around a coordinate.
open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let radius: CLLocationDistance
  open var pointOfInterestFilter: MKPointOfInterestFilter?

  public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.coordinate = coordinate
    self.radius = radius
    super.init()
  }
}
