/// The criticalmaps and remaining ScanNow cases.
let otherCases: [ConformanceCase] = [
  scanNowSettingsIOS17,
  scanNowSettingsDarkIOS18,
  scanNowFileSectionCounterIOS18,
  criticalMapsAppearanceIOS17,
  criticalMapsSettingsIOS18,
]
