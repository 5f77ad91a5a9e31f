/// A kind of place (a café, a park), as MapKit's `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  init(_ name: String) { rawValue = "MKPOICategory" + name }

  public static let airport = Self("Airport")
  public static let amusementPark = Self("AmusementPark")
  public static let aquarium = Self("Aquarium")
  public static let atm = Self("ATM")
  public static let bakery = Self("Bakery")
  public static let bank = Self("Bank")
  public static let beach = Self("Beach")
  public static let brewery = Self("Brewery")
  public static let cafe = Self("Cafe")
  public static let campground = Self("Campground")
  public static let carRental = Self("CarRental")
  public static let evCharger = Self("EVCharger")
  public static let fireStation = Self("FireStation")
  public static let fitnessCenter = Self("FitnessCenter")
  public static let foodMarket = Self("FoodMarket")
  public static let gasStation = Self("GasStation")
  public static let hospital = Self("Hospital")
  public static let hotel = Self("Hotel")
  public static let laundry = Self("Laundry")
  public static let library = Self("Library")
  public static let marina = Self("Marina")
  public static let movieTheater = Self("MovieTheater")
  public static let museum = Self("Museum")
  public static let nationalPark = Self("NationalPark")
  public static let nightlife = Self("Nightlife")
  public static let park = Self("Park")
  public static let parking = Self("Parking")
  public static let pharmacy = Self("Pharmacy")
  public static let police = Self("Police")
  public static let postOffice = Self("PostOffice")
  public static let publicTransport = Self("PublicTransport")
  public static let restaurant = Self("Restaurant")
  public static let restroom = Self("Restroom")
  public static let school = Self("School")
  public static let stadium = Self("Stadium")
  public static let store = Self("Store")
  public static let theater = Self("Theater")
  public static let university = Self("University")
  public static let winery = Self("Winery")
  public static let zoo = Self("Zoo")
}

/// Which points of interest a map or search includes.
public struct MKPointOfInterestFilter: Sendable {
  let included: [MKPointOfInterestCategory]?
  let excluded: [MKPointOfInterestCategory]

  public init(including categories: [MKPointOfInterestCategory]) {
    included = categories
    excluded = []
  }

  public init(excluding categories: [MKPointOfInterestCategory]) {
    included = nil
    excluded = categories
  }

  public static let includingAll = MKPointOfInterestFilter(excluding: [])
  public static let excludingAll = MKPointOfInterestFilter(including: [])

  public func includes(_ category: MKPointOfInterestCategory) -> Bool {
    included.map { $0.contains(category) } ?? !excluded.contains(category)
  }

  public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
