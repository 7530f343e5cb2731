public enum BarGuideText {}
