import Vellum

/// Every conformance case, in the order `Scripts/conformance` prints them.
public enum ConformanceCases {
  public static let all: [ConformanceCase] = [
    bwaDebugMenu,
    scanNowSettingsIOS18,
  ]
}
