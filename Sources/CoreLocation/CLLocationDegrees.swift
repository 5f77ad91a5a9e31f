import Foundation

/// Core Location's scalar types, all `Double` as on iOS.
public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLHeadingComponentValue = Double

/// The accuracies a location manager may be asked for (the values are Apple's).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance a location can be reported for (used by regions).
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// "Unknown" for headings and headings' filters.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
