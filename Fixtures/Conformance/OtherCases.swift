/// The criticalmaps and remaining ScanNow cases.
let otherCases: [ConformanceCase] = []
